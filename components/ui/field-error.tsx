import { WordedText } from './worded-text';
import { useApiWording } from './use-api-wording';

/** The message under a field that failed validation, in people's words (components/ui/use-api-wording.ts). */
export function FieldError({ id, messages }: { id: string; messages?: string[] | undefined }) {
  const word = useApiWording();
  if (!messages?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {messages.map((message, i) => (
        <WordedText key={i} worded={word(message)} />
      ))}
    </p>
  );
}
