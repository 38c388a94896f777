import { Button } from "@/components/ui/button";
import { describeUserAgent } from "@/lib/user-agent";
import { formatDateTime } from "@/lib/dates";
import { signOutOtherSessionsAction, signOutSessionAction } from "../actions";
import { displayAddress } from "./display-address";

export interface SessionRow {
  id: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  userAgent?: string | null;
  ipAddress?: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The admin's live sessions, this browser's first, each with its own sign-out. */
export function SessionList({ sessions, currentId }: { sessions: SessionRow[]; currentId: string }) {
  const ordered = [...sessions].sort(
    (a, b) =>
      Number(b.id === currentId) - Number(a.id === currentId) ||
      new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime(),
  );
  return (
    <>
      <ul className="mt-4 divide-y divide-ink-200">
        {ordered.map((session) => {
          const browser = describeUserAgent(session.userAgent);
          const current = session.id === currentId;
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-4 py-4">
              <div>
                <p className="font-semibold text-ink-900">
                  {browser}
                  {current && (
                    <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
                      This browser
                    </span>
                  )}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-ink-700">
                  <dt>Started</dt>
                  <dd>{formatDateTime(iso(session.createdAt))}</dd>
                  <dt>Last seen</dt>
                  <dd>{formatDateTime(iso(session.updatedAt))}</dd>
                  <dt>Address</dt>
                  <dd>{session.ipAddress ? displayAddress(session.ipAddress) : "Unknown"}</dd>
                </dl>
              </div>
              <form action={signOutSessionAction}>
                <input type="hidden" name="session" value={session.id} />
                <Button type="submit" variant="secondary" size="sm">
                  Sign out
                  <span className="sr-only">
                    {" "}
                    {browser}
                    {current ? " (this browser)" : ""}
                  </span>
                </Button>
              </form>
            </li>
          );
        })}
      </ul>
      {sessions.length > 1 && (
        <form action={signOutOtherSessionsAction} className="mt-4">
          <Button type="submit" variant="secondary">
            Sign out everywhere else
          </Button>
        </form>
      )}
    </>
  );
}
