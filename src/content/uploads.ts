/** What the image upload says when it refuses a file. */
export const uploadText = {
  missing: "Choose an image file to upload.",
  wrongType: "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.",
  tooLarge: "The image is larger than 5 MB.",
  tooManyPixels: "The image has too many pixels: at most 50 megapixels.",
  unreadable: "The image could not be read. It may be damaged.",
  unreachable: "The image storage is not reachable. Please try again later.",
} as const;
