/**
 * A case study's outcome in its groups: each "## heading" starts one, with the text under it;
 * text before the first heading is a group without one.
 */
export function outcomeGroupsOf(markdown: string): { heading: string; body: string }[] {
  const groups: { heading: string; lines: string[] }[] = [];
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) groups.push({ heading: heading[1]!, lines: [] });
    else if (groups.length === 0) groups.push({ heading: "", lines: [line] });
    else groups.at(-1)!.lines.push(line);
  }
  return groups
    .map((group) => ({ heading: group.heading, body: group.lines.join("\n").trim() }))
    .filter((group) => group.heading !== "" || group.body !== "");
}
