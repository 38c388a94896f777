/** A page or post of this site that the editor's link dialog offers. */
export interface LinkTarget {
  title: string;
  path: string;
  kind: "page" | "post";
}
