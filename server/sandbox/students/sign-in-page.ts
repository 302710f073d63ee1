import type { Sandbox } from '../kernel/sandbox';
import type { LinkVisit } from './sign-in-links';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Partner API sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937}
.card{border:1px solid #d1d5db;border-radius:.75rem;padding:1.5rem}dt{font-weight:600;margin-top:.75rem}dd{margin:0}
.note{color:#6b7280;font-size:.875rem;margin-top:1.5rem}code{background:#f3f4f6;padding:.1rem .3rem;border-radius:.25rem}</style>
</head><body><main class="card">${body}</main>
<p class="note">This page is the Partner API sandbox standing in for an organization's panel. Nothing here is real.</p>
</body></html>`;
}

/** The page a sign-in link opens (server/sandbox/README.md): the panel on success, or why the link is refused. */
export function signInPage(sandbox: Sandbox, visit: LinkVisit): { status: 200 | 404 | 410; html: string } {
  if (visit.outcome === 'unknown') {
    return {
      status: 404,
      html: page('Unknown link', '<h1>This sign-in link is not known</h1><p>Ask for a new link.</p>'),
    };
  }
  if (visit.outcome === 'used') {
    const body = `<h1>This sign-in link was already used</h1><p>Each link works once. It was opened at <time>${escapeHtml(visit.link.usedAt!)}</time>. Ask for a new link.</p>`;
    return { status: 410, html: page('Link already used', body) };
  }
  if (visit.outcome === 'expired') {
    const body = `<h1>This sign-in link has expired</h1><p>A link works for 120 seconds from issue; this one expired at <time>${escapeHtml(visit.link.expiresAt)}</time>. Ask for a new link.</p>`;
    return { status: 410, html: page('Link expired', body) };
  }
  const { link } = visit;
  const organization = sandbox.state.reference.organizations.find((o) => o._id === link.organizationId);
  const student = sandbox.state.students.students.find((s) => s._id === link.studentId);
  const body = `<h1>${escapeHtml(organization?.name ?? 'Organization')} panel</h1>
<p>Signed in. The student now has a copy in this organization.</p>
<dl><dt>Student</dt><dd>${escapeHtml(student?.fullName ?? link.studentId)}</dd>
<dt>Organization</dt><dd>${escapeHtml(organization?.name ?? link.organizationId)}</dd>
<dt>Student's id in the organization</dt><dd><code>${escapeHtml(link.copyId)}</code></dd>
<dt>Redirect path</dt><dd><code>${escapeHtml(link.redirect)}</code></dd></dl>`;
  return { status: 200, html: page('Signed in', body) };
}
