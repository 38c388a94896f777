/**
 * The site server's warning about forwarding headers it does not believe (decision 133): while
 * it stands, the limits may count every visitor as one address. Each server process says it of
 * the requests it received.
 */
export function ProxyWarning({ warning }: { warning: string | undefined }) {
  if (!warning) return null;
  return (
    <div role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">
      <p className="font-semibold">Visitors may all count as one address</p>
      <p className="mt-1 text-sm">{warning}</p>
    </div>
  );
}
