import * as credentialTest from './credentialTest';

export { credentialTest };
