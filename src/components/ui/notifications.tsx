import { X } from "lucide-react";
import { Toaster } from "./toaster";

/** The toast regions of a layout; the icon is drawn here, on the server, to keep it out of the bundle. */
export function Notifications() {
  return <Toaster closeIcon={<X aria-hidden="true" className="size-4" />} />;
}
