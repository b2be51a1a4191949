/*
 * The send-post request: its field schemas and cross-field rules (postFields.ts) and the request's
 * schema, whose home is POST /post's contract (src/engine/contract/posts.ts).
 */
export * from './postFields';
export {
	PostCreateSchema,
	PostObjectSchema,
	type PostCreateInput,
	type PostCreateRequest,
} from '../contract/posts';
