import { FilePlusCorner, FileText, LogOut, Mail, Pencil, Sparkles } from "lucide";
import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { lastDays } from "@/lib/attribution/periods";
import { leadsByChannel } from "@/lib/attribution/sources-report";
import { attempt } from "@/server/attempt";
import { countLeadsBySource } from "@/server/leads/lead-sources";
import { countLeads, countLeadsByStatus } from "@/server/leads/leads";
import { countPostsByState } from "@/server/blog/posts";
import { requireAdmin } from "@/server/auth/require-admin";
import { forwardingWarning } from "@/server/http/client-address";
import { BulkInsertButton } from "./_components/bulk-insert-button";
import { PipelineCounts } from "./_components/pipeline-counts";
import { ProxyWarning } from "./_components/proxy-warning";
import { TopSources } from "./_components/top-sources";
import { signOutAction } from "./actions";
import { addSamplePostsAction } from "./blogs/actions";
import { SAMPLES_ADDED } from "./blogs/_components/blog-form-values";

export const metadata: Metadata = { title: "Dashboard" };

const SUBMISSIONS_FAILED = "Failed to fetch total submission count";
const POSTS_FAILED = "Failed to load blog posts. Please try again.";
const PIPELINE_FAILED = "Failed to count leads by status";
const SOURCES_FAILED = "Failed to load the top sources";

/** The three sources with the most leads in the last 30 days. */
const topSources = async () => leadsByChannel(await countLeadsBySource(lastDays(30))).slice(0, 3);

export default async function DashboardPage() {
  const { user } = await requireAdmin();
  const [submissions, posts, byStatus, sources] = await Promise.all([
    attempt(() => countLeads(), SUBMISSIONS_FAILED),
    attempt(() => countPostsByState(), POSTS_FAILED),
    attempt(countLeadsByStatus, PIPELINE_FAILED),
    attempt(topSources, SOURCES_FAILED),
  ]);

  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">Admin Dashboard</h1>
      <p className="mt-2 text-ink-700">
        Welcome back, {user.name || user.email}. Here is what is happening on the site.
      </p>

      <ProxyWarning warning={forwardingWarning()} />

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <CountCard
          href="/admin/contacts"
          title="Contact Submissions"
          value={submissions}
          failure={SUBMISSIONS_FAILED}
          detail="Messages and audit requests from the site's forms"
          icon={<Icon icon={Mail} className="size-6" />}
        />
        <CountCard
          href="/admin/blogs"
          title="Blog Posts"
          value={posts && posts.draft + posts.scheduled + posts.published}
          failure={POSTS_FAILED}
          detail={
            posts
              ? `${posts.published} published, ${posts.scheduled} scheduled, ${posts.draft} draft${posts.draft === 1 ? "" : "s"}`
              : "Articles on the blog"
          }
          icon={<Icon icon={FileText} className="size-6" />}
        />
      </div>

      <PipelineCounts counts={byStatus} failure={PIPELINE_FAILED} />

      <TopSources rows={sources} failure={SOURCES_FAILED} />

      <section aria-labelledby="quick-actions" className="mt-10 rounded-xl bg-white p-6 ring-1 ring-ink-200">
        <h2 id="quick-actions" className="text-lg font-bold text-ink-900">
          Quick actions
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink href="/admin/blogs/new">
            <Icon icon={FilePlusCorner} className="size-4" />
            Create New Blog Post
          </ButtonLink>
          <ButtonLink href="/admin/blogs" variant="secondary">
            <Icon icon={Pencil} className="size-4" />
            Edit Existing Blog Posts
          </ButtonLink>
          <BulkInsertButton
            label="Add Sample Blog Posts"
            action={addSamplePostsAction}
            successTitle="Success"
            added={SAMPLES_ADDED}
            failureTitle="Failed to add sample posts"
            variant="secondary"
            icon={<Icon icon={Sparkles} className="size-4" />}
          />
          <form action={signOutAction}>
            <Button type="submit" variant="ghost">
              <Icon icon={LogOut} className="size-4" />
              Logout
            </Button>
          </form>
        </div>
      </section>
    </>
  );
}

function CountCard(props: {
  href: string;
  title: string;
  /** Undefined when it could not be read: the card shows `failure` instead. */
  value: number | undefined;
  failure: string;
  detail: string;
  icon: ReactNode;
}) {
  return (
    <Link
      href={props.href}
      className="flex items-start gap-4 rounded-xl bg-white p-6 ring-1 ring-ink-200 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <span className="rounded-lg bg-brand-50 p-3 text-brand-800">{props.icon}</span>
      <span>
        <span className="block text-sm font-semibold text-ink-700">{props.title}</span>
        {props.value === undefined ? (
          <span role="alert" className="mt-1 block text-sm text-red-700">
            {props.failure}
          </span>
        ) : (
          <span className="mt-1 block text-3xl font-bold text-ink-900">{props.value.toLocaleString("en-US")}</span>
        )}
        <span className="mt-1 block text-sm text-ink-600">{props.detail}</span>
      </span>
    </Link>
  );
}
