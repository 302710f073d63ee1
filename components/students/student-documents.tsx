import { FailureText } from '@/components/ui/failure-text';
import { useTranslations } from 'next-intl';
import { DownloadIcon } from '@/components/ui/icons';
import { Alert } from '@/components/ui/alert';
import type { StudentDocument } from '@/lib/partner-api/schemas/certificate';
import type { CardSection } from '@/lib/students/organization-card';
import { useFormat } from '@/components/ui/use-format';
import { cn } from '@/components/ui/cn';

type Props = {
  certificates: CardSection<StudentDocument>;
  reports: CardSection<StudentDocument>;
  slug: string;
  studentId: string;
};

/**
 * Certificates and reports (StudentDocumentsPart reads them when opened), each downloaded through the console
 * (the PDF streams from the API).
 */
export function StudentDocuments({ certificates, reports, slug, studentId }: Props) {
  const t = useTranslations('studentOrgs');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <DocumentList
        title={t('certificates')}
        failed={t('certificatesFailed')}
        kind="certificate"
        section={certificates}
        slug={slug}
        studentId={studentId}
      />
      <DocumentList
        title={t('reports')}
        failed={t('reportsFailed')}
        kind="report"
        section={reports}
        slug={slug}
        studentId={studentId}
      />
    </div>
  );
}

function DocumentList({
  title,
  failed,
  kind,
  section,
  slug,
  studentId,
}: {
  title: string;
  failed: string;
  kind: 'certificate' | 'report';
  section: CardSection<StudentDocument>;
  slug: string;
  studentId: string;
}) {
  const format = useFormat();
  const t = useTranslations('studentOrgs');
  if (!section.ok) {
    return (
      <Alert title={failed} requestId={section.error.requestId}>
        <FailureText failure={section.error} />
      </Alert>
    );
  }
  return (
    <div className="space-y-1 text-sm">
      <h3 className="font-medium text-slate-900">
        {title} ({section.data.total})
      </h3>
      {section.data.items.length === 0 ? (
        <p className="text-slate-600">{t('none')}</p>
      ) : (
        // Every one is listed (each list is read to its end); a long list scrolls in its own box.
        <ul
          className={cn(
            'space-y-1',
            section.data.items.length > 12 &&
              'max-h-96 overflow-y-auto rounded-md border border-slate-200 p-2 focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:outline-none',
          )}
          aria-label={title}
          tabIndex={section.data.items.length > 12 ? 0 : undefined}
        >
          {section.data.items.map((d) => (
            <li key={d._id}>
              <a
                href={`/students/${studentId}/documents/${slug}/${kind}/${d._id}`}
                className="inline-flex items-center gap-1.5 text-sky-800 hover:underline"
                download
              >
                <DownloadIcon className="size-3.5" aria-hidden /> {d.title}
              </a>
              <span className="ml-1 text-slate-600">{format.date(d.issuedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
