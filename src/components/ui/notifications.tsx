import { X } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Toaster } from "./toaster";

/** The toast regions of a layout; the icon is drawn here, on the server, to keep it out of the bundle. */
export function Notifications() {
  return <Toaster closeIcon={<Icon icon={X} className="size-4" />} />;
}
