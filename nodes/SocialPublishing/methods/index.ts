import * as credentialTest from './credentialTest';
import { listSearch } from './listSearch';
import * as loadOptions from './loadOptions';

export { credentialTest, listSearch, loadOptions };
