/** The media library's words (/admin/media). */
export const mediaText = {
  altTooLong: (max: number) => `Alt text must be at most ${max} characters.`,
  captionTooLong: (max: number) => `The caption must be at most ${max} characters.`,
  saved: "Alt text and caption saved. Every post that shows this image uses them.",
  saveFailed: "The alt text and caption could not be saved. Please try again.",
  deleted: "Image deleted.",
  deleteFailed: "The image could not be deleted. Please try again.",
  inUse: (name: string) => `This image (${name}) is in use and was not deleted. Remove it from these first:`,
  notFound: "That image is no longer in the library.",
  unreachable: "The image storage is not reachable. Please try again later.",
} as const;
