import type { Testimonial } from '../types';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

/** One testimonial: the quote, then who said it. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col justify-between gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <blockquote className="text-slate-700">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800"
        >
          {initials(testimonial.name)}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.title}</span>
        </span>
      </figcaption>
    </figure>
  );
}
