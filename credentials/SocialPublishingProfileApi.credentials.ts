import type { Icon, ICredentialType, INodeProperties } from 'n8n-workflow';

import { xAppKeyProperties } from './xAppKeyProperties';

/**
 * A user-profile key of a Business-plan account. Used by the Social Publishing node when
 * "Act As" is "Profile Credential"; it is sent as the Profile-Key header next to the API key.
 */
export class SocialPublishingProfileApi implements ICredentialType {
	name = 'socialPublishingProfileApi';

	displayName = 'Social Publishing Profile Key API';

	icon: Icon = {
		light: 'file:socialPublishing.svg',
		dark: 'file:socialPublishing.dark.svg',
	};

	documentationUrl =
		'https://github.com/social-publishing/n8n-nodes-social-publishing#acting-for-a-profile';

	properties: INodeProperties[] = [
		// eslint-disable-next-line @n8n/community-nodes/credential-unnecessary-password -- a profile key is a secret: it lets anyone publish as that profile
		{
			displayName: 'Profile Key',
			name: 'profileKey',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'The key of the user profile to act for (returned when the profile is created)',
		},
		{
			displayName: 'Label',
			name: 'label',
			type: 'string',
			default: '',
			description: 'Optional note saying which profile this key belongs to',
		},
		...xAppKeyProperties(
			'When set, used instead of the X keys of the Social Publishing API credential for this profile.',
		),
	];
}
