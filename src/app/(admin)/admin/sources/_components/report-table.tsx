import type { ReactNode } from "react";

/** One of the page's tables: a caption for assistive technology, figures aligned right. */
export function ReportTable({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  /** Each column's heading, and whether it holds figures. */
  columns: { label: string; numeric?: boolean }[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="mt-4 text-sm text-ink-700">{empty}</p>;
  const align = (i: number) => (columns[i]?.numeric ? "text-right tabular-nums" : "break-all");
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-200 text-ink-700">
          <tr>
            {columns.map((column, i) => (
              <th key={column.label} scope="col" className={`px-3 py-2 font-semibold ${align(i)}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-ink-100 last:border-0">
              {row.cells.map((cell, i) => (
                <td key={i} className={`px-3 py-2 text-ink-900 ${align(i)}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
