import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface DataColumn {
  label: string;
  /** Figures: aligned right, in digits of one width. */
  numeric?: boolean;
  /** Long unbroken text (addresses, e-mails) that may wrap anywhere. */
  breakAll?: boolean;
  /** Dates and actions that stay on one line. */
  noWrap?: boolean;
  /** A heading only assistive technology reads ("Actions"), and the cells aligned to the end. */
  actions?: boolean;
}

export interface DataRow {
  key: string | number;
  cells: ReactNode[];
}

function cellClass(column: DataColumn | undefined) {
  return cn(
    "px-4 py-3",
    column?.numeric && "text-right tabular-nums",
    column?.breakAll && "break-all",
    column?.noWrap && "whitespace-nowrap",
    column?.actions && "text-right",
  );
}

/**
 * The admin area's tables: a caption for assistive technology, a heading per column, and a
 * message instead of an empty table. With `rowHeader`, each row's first cell names the row.
 */
export function DataTable({
  caption,
  columns,
  rows,
  empty,
  rowHeader = false,
  className,
}: {
  caption: string;
  columns: DataColumn[];
  rows: DataRow[];
  empty: string;
  rowHeader?: boolean;
  className?: string;
}) {
  if (rows.length === 0) {
    return <p className={cn("rounded-xl bg-white p-6 text-ink-700 ring-1 ring-ink-200", className)}>{empty}</p>;
  }
  return (
    <div className={cn("overflow-x-auto rounded-xl bg-white ring-1 ring-ink-200", className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn(cellClass(column), "font-semibold")}>
                {column.actions ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                rowHeader && i === 0 ? (
                  <th key={i} scope="row" className={cn(cellClass(columns[i]), "font-medium text-ink-900")}>
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={cn(cellClass(columns[i]), "text-ink-800")}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
