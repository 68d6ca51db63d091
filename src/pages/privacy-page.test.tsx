import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEVICE_STORAGE } from '@/config/device-storage';
import { env } from '@/config/env';
import { privacyContent } from '@/features/legal/content/privacy';
import { renderWithProviders } from '@tests/utils/render';
import PrivacyPage from './privacy-page';

function renderPage() {
  return renderWithProviders(<PrivacyPage />, { path: '/privacy', url: '/privacy' });
}

describe('PrivacyPage', () => {
  it('shows the title, the date of the last change and names the tab', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeInTheDocument();
    expect(screen.getByText('Laatst bijgewerkt op 28/11/2026')).toBeInTheDocument();
    expect(document.title).toBe('Privacyverklaring | Tenderwijzer');
  });

  it('lists every place the app stores something on the device, from the storage registry', () => {
    renderPage();
    const section = screen.getByRole('heading', { level: 2, name: /Cookies en lokale opslag/ }).closest('section');
    expect(section).not.toBeNull();
    const items = within(section as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(DEVICE_STORAGE.length);
    for (const { name } of DEVICE_STORAGE)
      expect(within(section as HTMLElement).getByText(new RegExp(`"${name}`))).toBeVisible();
    expect(
      within(section as HTMLElement).getByText(/"tw\.bid-draft\.…": wijzigingen in een go\/no-go-blad/),
    ).toBeVisible();
  });

  it('has a table of contents whose links point at existing section headings', () => {
    renderPage();
    const toc = screen.getByRole('navigation', { name: 'Inhoudstafel' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(privacyContent.sections.length);
    links.forEach((link, index) => {
      const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
      const target = document.getElementById(id);
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent ?? '');
      expect(link).toHaveTextContent(`${index + 1}. ${privacyContent.sections[index]?.title ?? ''}`);
    });
    expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(links.length);
  });

  it('covers the subjects the GDPR requires, each as a labelled section', () => {
    renderPage();
    for (const name of [
      /wie is verantwoordelijk/i,
      /welke gegevens verwerken we/i,
      /rechtsgrond/i,
      /artificiële intelligentie/i,
      /met wie delen we/i,
      /buiten de europese economische ruimte/i,
      /hoe lang bewaren we/i,
      /welke rechten heb je/i,
      /klacht/i,
      /cookies en lokale opslag/i,
      /beveiligen/i,
      /wijzigingen/i,
    ]) {
      expect(screen.getByRole('region', { name: name })).toBeInTheDocument();
    }
  });

  it('states the retention periods of the specification', () => {
    renderPage();
    const retention = screen.getByRole('region', { name: /hoe lang bewaren we/i });
    expect(within(retention).getByText('Logbestanden en gebruiksgegevens: maximaal 24 maanden.')).toBeInTheDocument();
    expect(within(retention).getByText(/Facturen en boekhoudkundige stukken: minstens 7 jaar/)).toBeInTheDocument();
  });

  it('names every data subject right, the GBA and the auth tokens in localStorage', () => {
    renderPage();
    for (const right of ['inzage', 'rectificatie', 'wissing', 'beperking', 'overdraagbaarheid', 'bezwaar']) {
      expect(screen.getByText(new RegExp(`^Recht (op|van) ${right}:`))).toBeInTheDocument();
    }
    expect(screen.getByText(/^Recht om toestemming in te trekken:/)).toBeInTheDocument();
    expect(screen.getByText(/Gegevensbeschermingsautoriteit \(GBA\)/)).toBeInTheDocument();
    expect(screen.getByText(/^localStorage, "auth": je toegangstoken en vernieuwingstoken/)).toBeInTheDocument();
  });

  it('links the contact address and phone from configuration and the terms of use', () => {
    renderPage();
    const emails = screen.getAllByRole('link', { name: env.CONTACT_EMAIL });
    expect(emails.length).toBeGreaterThan(0);
    emails.forEach((link) => expect(link).toHaveAttribute('href', `mailto:${env.CONTACT_EMAIL}`));
    expect(screen.getAllByRole('link', { name: env.CONTACT_PHONE })[0]).toHaveAttribute('href', 'tel:+3292964040');
    expect(screen.getByRole('link', { name: 'Gebruiksvoorwaarden' })).toHaveAttribute('href', '/gebruiksvoorwaarden');
  });
});
