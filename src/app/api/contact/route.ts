import { handleLeadPost } from "@/server/leads/lead-endpoints";

export function POST(request: Request) {
  return handleLeadPost("contact", request);
}
