import { describe, expect, it } from "vitest";
import { getDb } from "../db";
import { addPageViews, countViewsByPath, purgeOldPageViews } from "./page-views";

const rows = () => getDb().selectFrom("page_views").selectAll().orderBy("day").orderBy("path").execute();

describe(`page views (${process.env.TEST_DIALECT})`, () => {
  it("adds each batch to the day's counts, across batches and processes", async () => {
    await addPageViews([
      { day: "2026-03-01", path: "/", views: 3 },
      { day: "2026-03-01", path: "/seo", views: 1 },
    ]);
    await addPageViews([
      { day: "2026-03-01", path: "/seo", views: 2 },
      { day: "2026-03-02", path: "/seo", views: 5 },
    ]);
    // Two processes writing batches over the same rows at the same moment, in opposite orders.
    const many = Array.from({ length: 1200 }, (_, i) => ({ day: "2026-03-03", path: `/blog/post-${i}`, views: 1 }));
    await Promise.all([addPageViews(many), addPageViews([...many].reverse()), addPageViews(many)]);

    expect((await rows()).filter((row) => row.day < "2026-03-03")).toEqual([
      { day: "2026-03-01", path: "/", views: 3 },
      { day: "2026-03-01", path: "/seo", views: 3 },
      { day: "2026-03-02", path: "/seo", views: 5 },
    ]);
    const third = (await rows()).filter((row) => row.day === "2026-03-03");
    expect(third).toHaveLength(1200);
    expect(third.every((row) => row.views === 3)).toBe(true);

    expect(await countViewsByPath("2026-03-01", "2026-03-02")).toEqual(
      expect.arrayContaining([
        { path: "/", views: 3 },
        { path: "/seo", views: 8 },
      ]),
    );
    expect(await countViewsByPath("2026-03-02", "2026-03-02")).toEqual([{ path: "/seo", views: 5 }]);
    await getDb().deleteFrom("page_views").execute();
  });

  it("keeps the last 90 calendar days, today included, and purges the rest", async () => {
    await addPageViews([
      { day: "2025-12-03", path: "/", views: 1 },
      { day: "2025-12-04", path: "/", views: 1 },
      { day: "2026-03-02", path: "/", views: 1 },
    ]);
    // 05:00 UTC on March 3 is still March 2 in Utah: the first day kept is December 3.
    expect(await purgeOldPageViews(new Date("2026-03-03T05:00:00Z"))).toBe(0);
    expect(await purgeOldPageViews(new Date("2026-03-03T08:00:00Z"))).toBe(1);
    expect((await rows()).map((row) => row.day)).toEqual(["2025-12-04", "2026-03-02"]);
    await getDb().deleteFrom("page_views").execute();
  });
});
