import { handleLeadPost } from "@/server/lead-endpoints";

export function POST(request: Request) {
  return handleLeadPost("audit", request);
}
