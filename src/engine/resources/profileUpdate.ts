import { ProfileUpdateSchema, type ProfileUpdateRequest } from '../contract/profileUpdate';

export { ProfileUpdateSchema, type ProfileUpdateRequest };

export interface ProfileUpdateResult {
	status: string;
	refId?: string;
	title?: string;
	[key: string]: unknown;
}
