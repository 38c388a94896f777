/** Upload limits and address, shared by the image picker, the upload route and the server's door. */

/** The largest image an admin may upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** An upload's whole body: the file plus room for the multipart boundary and part headers. */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/** Where uploads are posted. */
export const UPLOAD_ENDPOINT = "/api/admin/images";
