// What the forms say: each island is handed its own part (`strings={t.forms.contact}`). The
// success and error texts of the contact and application forms are the spec's error catalogue;
// the status and newsletter failures are ours.
import { figures } from './figures';

/** What the browser says when an address breaks the email pattern (src/lib/forms/checks/field-limits.ts). */
const emailTitle = 'An email address with a domain, like name@example.com';
/** The label of the hidden field only bots fill in. */
const honeypot = 'Leave this empty';
/** Too many sends from one connection: the database's request limit. */
const overLimit = 'Too many messages from your connection; please try again in a few minutes';
const emailProblem = 'Please enter a valid email address, such as name@example.com.';

export const forms = {
  contact: {
    labels: { name: 'Name', email: 'Email', company: 'Company', message: 'Message' },
    emailTitle,
    honeypot,
    submit: 'Send Message',
    submitting: 'Sending...',
    success: 'Thank you! Your message has been sent successfully.',
    error: 'There was an error submitting your message. Please try again.',
    /** What to say when a send is refused for a reason the visitor can act on. */
    problems: {
      overLimit,
      name: 'Please check your name: it cannot be blank, too long or contain control characters.',
      email: emailProblem,
      company: 'Please check the company name: it cannot be too long or contain control characters.',
      message: 'Please check your message: it cannot be blank, too long or contain control characters.',
    },
  },
  application: {
    sections: {
      personal: 'Personal Information',
      position: 'Position Information',
      documents: 'Resume & Documents',
      coverLetter: 'Cover Letter',
    },
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone',
      location: 'Location',
      position: 'Position',
      experience: 'Years of experience',
      linkedIn: 'LinkedIn profile',
      portfolio: 'Portfolio or website',
      resume: 'Resume',
      coverLetter: 'Why would you like to join us?',
    },
    placeholders: { location: 'City, country', linkedIn: 'https://www.linkedin.com/in/…', portfolio: 'https://…' },
    choosePosition: 'Select a position',
    /** The last position option, after the open roles. */
    otherPosition: 'Other',
    chooseExperience: 'Select experience',
    /** One experience option; `{years}` is the range, e.g. 2-3. */
    experienceOption: '{years} years',
    resumeHint: `PDF, DOC or DOCX, max ${figures.resumeMaxMb}MB.`,
    /** Why a chosen resume cannot be sent; `{size}` and `{maxMb}` are in MB. */
    resumeProblems: {
      type: 'Please choose a PDF, DOC or DOCX file.',
      tooLarge: 'This file is {size} MB; the limit is {maxMb} MB. Please choose a smaller file.',
      empty: 'This file is empty. Please choose your resume again.',
    },
    emailTitle,
    honeypot,
    submit: 'Submit Application',
    submitting: 'Submitting...',
    success: 'Thank you for your application! We will review it and get back to you soon.',
    error: 'There was an error submitting your application. Please try again.',
    problems: {
      overLimit,
      name: 'Please check your first and last name: they cannot be blank or contain control characters.',
      email: emailProblem,
      company: 'Please choose a position from the list.',
      message: 'Please check your details and cover letter: together they are too long or contain control characters.',
    },
  },
  status: {
    emailLabel: 'Email address',
    emailTitle,
    honeypot,
    legend: 'Notify me about',
    notifications: {
      incidents: { label: 'Incidents', description: 'Outages and degraded performance, as they start.' },
      maintenance: { label: 'Scheduled maintenance', description: 'Planned work, announced in advance.' },
      resolutions: { label: 'Resolutions', description: 'When an incident is fixed, with a short summary.' },
      performance: { label: 'Performance reports', description: 'A weekly summary of uptime and response times.' },
    },
    submit: 'Subscribe to Updates',
    submitting: 'Subscribing...',
    emptyEmail: 'Please enter your email address',
    /** Spoken by the live region; the success screen below is what sighted visitors see. */
    success: 'Check your inbox to confirm your subscription to status updates.',
    error: 'There was an error saving your subscription. Please try again.',
    overLimit,
    done: {
      title: 'Check your inbox to confirm',
      text: 'We sent you a link to confirm your subscription. Updates start once you open it.',
      back: 'Back to System Status',
    },
  },
  newsletter: {
    emailLabel: 'Email address',
    emailTitle,
    honeypot,
    placeholder: 'you@company.com',
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    emptyEmail: 'Please enter a valid email address',
    /** `{email}` is the visitor's address. */
    thanks: 'Thank you for subscribing! Check your inbox at {email} and open the link to confirm.',
    error: 'Sorry, we could not save your subscription. Please try again.',
    overLimit,
  },
  /** What each subscription form tells the visitor before they subscribe. */
  consent: {
    /**
     * The version of these words, stored with each consent (`consent_wording`) beside the
     * subscription's language: change it with either text.
     */
    version: '2026-11-24',
    newsletter: 'One email when we publish, nothing else. We first send a link to confirm; every email has a one-click unsubscribe link.',
    status: 'We first email you a link to confirm. Every email has a one-click unsubscribe link.',
  },
};
