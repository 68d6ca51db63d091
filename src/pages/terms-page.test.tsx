import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { termsContent } from '@/features/legal/content/terms';
import { renderWithProviders } from '@tests/utils/render';
import TermsPage from './terms-page';

function renderPage() {
  return renderWithProviders(<TermsPage />, { path: '/gebruiksvoorwaarden', url: '/gebruiksvoorwaarden' });
}

describe('TermsPage', () => {
  it('shows the title and the date of the last change', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gebruiksvoorwaarden' })).toBeInTheDocument();
    expect(screen.getByText('Laatst bijgewerkt op 22/11/2026')).toBeInTheDocument();
  });

  it('has a table of contents whose links point at existing section headings', () => {
    renderPage();
    const links = within(screen.getByRole('navigation', { name: 'Inhoudstafel' })).getAllByRole('link');
    expect(links).toHaveLength(termsContent.sections.length);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.replace(/^#/, '') ?? '');
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent ?? '');
    }
  });

  it('states the prices, automatic renewal and cancelling at the end of the period', () => {
    renderPage();
    const subscription = screen.getByRole('region', { name: /abonnement en betaling/i });
    expect(within(subscription).getByText(/99 euro per maand/)).toBeInTheDocument();
    expect(
      within(subscription).getByText(/999 euro per jaar, waarmee je 189 euro per jaar bespaart/),
    ).toBeInTheDocument();
    expect(within(subscription).getByText(/automatisch verlengd/)).toBeInTheDocument();
    expect(
      within(subscription).getByText(/gaat in aan het einde van de lopende factureringsperiode/),
    ).toBeInTheDocument();
  });

  it('covers demo mode, AI output, partners, liability and Belgian law', () => {
    renderPage();
    expect(
      within(screen.getByRole('region', { name: /demomodus/i })).getByText(/3 voorbeeldaanbestedingen/),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /artificiële intelligentie/i })).toHaveTextContent(/geen juridisch/);
    expect(screen.getByRole('region', { name: /partners/i })).toHaveTextContent(/vanaf 500 euro per bid/);
    expect(screen.getByRole('region', { name: /^\d+\. aansprakelijkheid$/i })).toHaveTextContent(/Belgisch recht/);
    expect(screen.getByRole('region', { name: /toepasselijk recht/i })).toHaveTextContent(
      /uitsluitend het Belgisch recht/,
    );
    for (const name of [
      /de dienst/i,
      /je account/i,
      /aanvaardbaar gebruik/i,
      /intellectuele eigendom/i,
      /beëindiging/i,
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('ends with the contact details and a link to the privacy statement', () => {
    renderPage();
    const contact = screen.getByRole('region', { name: /contact/i });
    expect(within(contact).getByRole('link', { name: env.CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${env.CONTACT_EMAIL}`,
    );
    expect(screen.getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute('href', '/privacy');
  });
});
