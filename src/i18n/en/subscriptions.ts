// The status-updates page around its form, and the pages the subscription emails' links open.
import { site } from '@/site';

const linkError = `We could not check your link just now. Please open it from the email again in a few minutes, or write to ${site.contact.email}.`;

export const subscriptions = {
  statusUpdates: {
    description:
      'Get email alerts for incidents, scheduled maintenance and resolutions, plus optional weekly performance reports for our chat and voice services.',
    back: '← Back to System Status',
    title: 'Subscribe to Status Updates',
    lead: 'Choose what you want to hear about. Performance reports are sent weekly; everything else as it happens.',
    formLabel: 'Subscription form',
    whyTitle: 'Why Subscribe',
    reasons: [
      {
        title: 'Know before your customers do',
        text: 'Incident alerts reach you as soon as our engineers confirm an issue, so your team can prepare an answer.',
      },
      {
        title: 'Plan around maintenance',
        text: 'Scheduled work is announced ahead of time with the services and time window affected.',
      },
      {
        title: 'See the whole picture',
        text: 'Resolution notes and weekly performance reports show uptime and response times over time.',
      },
    ],
  },
  /** What the page says while it checks the emailed link, then for each outcome. */
  confirm: {
    description: 'Confirms a newsletter or status-update subscription from the link in our email; until then, nothing is sent.',
    heading: 'Confirm your subscription',
    texts: {
      working: 'Confirming your subscription…',
      confirmed: 'Your subscription is confirmed. Thank you! Every email we send has a link to unsubscribe.',
      invalid:
        'This link has expired or was already used. If you are not subscribed yet, subscribe again and open the link in the new email.',
      error: linkError,
    },
  },
  unsubscribe: {
    description: 'Ends a newsletter or status-update subscription from the link in any of our emails and removes the address.',
    heading: 'Unsubscribe',
    texts: {
      working: 'Unsubscribing…',
      unsubscribed: 'You are unsubscribed. We removed your address and will send you nothing more.',
      invalid: `This link has expired or was already used. If our emails still reach you, use the link in the newest one, or write to ${site.contact.email}.`,
      error: linkError,
    },
  },
  emailLink: {
    /** Followed by the contact address, as a link. */
    noscript: 'This page needs JavaScript to read your link. You can also write to',
    home: 'Back to the home page',
  },
};
