import { HONEYPOT_FIELD } from '@/lib/forms/sending/use-submission';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-ink shadow-sm placeholder:text-slate-400 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none aria-[invalid=true]:border-red-600';

/** A field people never see and bots fill in; a filled one marks the send as a bot's. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
