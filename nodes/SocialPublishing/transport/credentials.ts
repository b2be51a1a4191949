/** The credential types a Social Publishing node acts with (listed in SocialPublishing.node.ts). */
export const API_CREDENTIAL = 'socialPublishingApi';
export const PROFILE_CREDENTIAL = 'socialPublishingProfileApi';
