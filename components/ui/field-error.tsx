'use client';
import { ErrorWording } from './error-wording';
import { WordedText } from './worded-text';
import { useApiWording } from './use-api-wording';

/** The message under a field that failed validation, in people's words (components/ui/use-api-wording.ts). */
export function FieldError({ id, messages }: { id: string; messages?: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      <ErrorWording>
        <FieldMessages messages={messages} />
      </ErrorWording>
    </p>
  );
}

function FieldMessages({ messages }: { messages: string[] }) {
  const word = useApiWording();
  return messages.map((message, i) => <WordedText key={i} worded={word(message)} />);
}

/** One message of the API's (or a rule's), in people's words; `inline` keeps it in its line. */
export function ApiWords({ message, inline }: { message: string; inline?: boolean }) {
  return (
    <ErrorWording>
      <OneMessage message={message} inline={inline} />
    </ErrorWording>
  );
}

function OneMessage({ message, inline }: { message: string; inline?: boolean | undefined }) {
  return <WordedText worded={useApiWording()(message)} inline={inline} />;
}
