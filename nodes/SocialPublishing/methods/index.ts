import * as credentialTest from './credentialTest';
import * as listSearch from './listSearch';
import * as loadOptions from './loadOptions';

export { credentialTest, listSearch, loadOptions };
