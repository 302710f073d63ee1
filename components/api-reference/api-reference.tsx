import { useTranslations } from 'next-intl';
import type { OpenApiDocument } from '@/lib/partner-api/openapi/build-document';
import { OperationCard } from './operation-card';
import { referenceSections, referenceShapes } from './reference-view';

const sectionId = (tag: string) => `section-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The API document as a plain page: operations by section, then every named shape with its JSON Schema. */
export function ApiReference({ document }: { document: OpenApiDocument }) {
  const t = useTranslations('apiReference');
  return (
    <div data-testid="api-reference" className="space-y-6">
      {referenceSections(document).map((section) => (
        <section key={section.tag} aria-labelledby={sectionId(section.tag)} className="space-y-2">
          {/* The API document's own words, like its operations' (docs/i18n.md). */}
          <h2 id={sectionId(section.tag)} lang="en" translate="no" className="text-lg font-semibold text-slate-900">
            {section.tag}
          </h2>
          {section.operations.map((operation) => (
            <OperationCard key={operation.id} operation={operation} />
          ))}
        </section>
      ))}
      <section aria-label={t('shapes')} className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('shapes')}</h2>
        <p className="text-sm text-slate-600">{t('shapesIntro')}</p>
        {referenceShapes(document).map((shape) => (
          <details key={shape.name} id={`shape-${shape.name}`} className="rounded-md border border-slate-200 bg-white">
            <summary className="cursor-pointer px-3 py-2 text-sm">
              <code>{shape.name}</code>
            </summary>
            <pre className="overflow-x-auto border-t border-slate-200 px-3 py-2 text-xs text-slate-800">
              {JSON.stringify(shape.schema, null, 2)}
            </pre>
          </details>
        ))}
      </section>
    </div>
  );
}
