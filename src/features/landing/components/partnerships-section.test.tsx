import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/utils/render';
import { PartnershipsSection } from './partnerships-section';

function mailParts(href: string | null) {
  const url = new URL(href ?? '');
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
    raw: href ?? '',
  };
}

describe('PartnershipsSection', () => {
  it('is the #partnerships section', () => {
    renderWithProviders(<PartnershipsSection />);
    expect(screen.getByRole('region', { name: 'Samen sterker in aanbestedingen' })).toHaveAttribute(
      'id',
      'partnerships',
    );
  });

  it("opens a mail draft 'Wij willen ons registreren als Partner' from the partner card", () => {
    renderWithProviders(<PartnershipsSection />);
    const card = screen.getByRole('article', { name: 'Voor partners' });
    expect(
      within(card).getByText(/vanaf 500 euro afhankelijk van de complexiteit, met een voorschot van 30%/),
    ).toBeInTheDocument();
    const mail = mailParts(within(card).getByRole('link', { name: 'Registreer als partner' }).getAttribute('href'));
    expect(mail.raw).toMatch(
      /^mailto:info@tenderwijzer\.be\?subject=Wij%20willen%20ons%20registreren%20als%20Partner&body=/,
    );
    expect(mail.to).toBe('info@tenderwijzer.be');
    expect(mail.subject).toBe('Wij willen ons registreren als Partner');
    expect(mail.body).toContain('registreren als partner');
  });

  it("opens a mail draft 'Wij willen ons registreren als Gemeente' from the municipality card", () => {
    renderWithProviders(<PartnershipsSection />);
    const card = screen.getByRole('article', { name: 'Voor gemeenten en overheden' });
    expect(within(card).getByText(/opdrachten onder 30.000 euro/)).toBeInTheDocument();
    const mail = mailParts(within(card).getByRole('link', { name: 'Registreer als gemeente' }).getAttribute('href'));
    expect(mail.raw).toMatch(
      /^mailto:info@tenderwijzer\.be\?subject=Wij%20willen%20ons%20registreren%20als%20Gemeente&body=/,
    );
    expect(mail.subject).toBe('Wij willen ons registreren als Gemeente');
    expect(mail.body).toContain('registreren als gemeente');
  });

  it('gives each card an image with a text alternative, its size and lazy loading, and a decorative icon', () => {
    renderWithProviders(<PartnershipsSection />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
    expect(screen.getByRole('img', { name: /adviseur/ })).toHaveAttribute('src', '/landing/partner.svg');
    expect(screen.getByRole('img', { name: /gemeentehuis/ })).toHaveAttribute('src', '/landing/municipality.svg');
    expect(document.querySelectorAll('img[alt=""]')).toHaveLength(2);
  });
});
