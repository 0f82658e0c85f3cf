import { MAX_FILE_BYTES } from './files';

/**
 * Body limits of the service routes that take more than the 64 KB default: a submit may carry a
 * statement of up to MAX_FILE_BYTES as a base64 data URL (4/3 of its size), an upload the file
 * in a multipart body (plus its headers).
 */
export const MAX_SUBMIT_BODY_BYTES = Math.ceil(MAX_FILE_BYTES / 3) * 4 + 64 * 1024;
export const MAX_UPLOAD_BODY_BYTES = MAX_FILE_BYTES + 16 * 1024;
