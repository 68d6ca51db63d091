import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/utils/render';
import { PricingSection } from './pricing-section';

function plan() {
  return screen.getByRole('article', { name: 'Premium' });
}

describe('PricingSection', () => {
  it("is the #prijzen section headed 'Prijzen'", () => {
    renderWithProviders(<PricingSection />);
    expect(screen.getByRole('region', { name: 'Prijzen' })).toHaveAttribute('id', 'prijzen');
  });

  it("bills monthly by default: € 99 'Per maand'", () => {
    renderWithProviders(<PricingSection />);
    const group = screen.getByRole('group', { name: 'Facturatieperiode' });
    expect(within(group).getByRole('radio', { name: 'Maandelijks' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Jaarlijks' })).not.toBeChecked();
    expect(within(plan()).getByText('€ 99')).toBeInTheDocument();
    expect(within(plan()).getByText('Per maand')).toBeInTheDocument();
    expect(plan()).toHaveAttribute('data-subscription-type', 'monthly');
    expect(within(plan()).queryByText(/U bespaart/)).not.toBeInTheDocument();
  });

  it("switches to € 999 'Per jaar', the yearly saving and the yearly subscription type", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PricingSection />);
    await user.click(screen.getByRole('radio', { name: 'Jaarlijks' }));

    expect(screen.getByRole('radio', { name: 'Jaarlijks' })).toBeChecked();
    expect(within(plan()).getByText('€ 999')).toBeInTheDocument();
    expect(within(plan()).getByText('Per jaar')).toBeInTheDocument();
    expect(within(plan()).getByText('U bespaart € 189 per jaar')).toBeInTheDocument();
    expect(plan()).toHaveAttribute('data-subscription-type', 'yearly');

    await user.click(screen.getByRole('radio', { name: 'Maandelijks' }));
    expect(within(plan()).getByText('€ 99')).toBeInTheDocument();
    expect(plan()).toHaveAttribute('data-subscription-type', 'monthly');
  });

  it("sends 'Koop plan' to /register with the chosen subscription type", async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PricingSection />);
    await user.click(screen.getByRole('radio', { name: 'Jaarlijks' }));
    const buy = screen.getByRole('link', { name: 'Koop plan' });
    expect(buy).toHaveAttribute('href', '/register');
    expect(buy).toHaveAccessibleDescription('Premium');

    await user.click(buy);
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.state).toEqual({ subscriptionType: 'yearly' });
  });

  it('links the card to /#hoofdfuncties', () => {
    renderWithProviders(<PricingSection />);
    expect(within(plan()).getByRole('link', { name: 'Bekijk alle functies' })).toHaveAttribute(
      'href',
      '/#hoofdfuncties',
    );
  });

  it('lists the included features with the two AI features highlighted and 10GB storage', () => {
    renderWithProviders(<PricingSection />);
    const items = within(plan()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'AI-matching van aanbestedingen (Uitgelicht)',
      'AI-aanbestedingsassistent (Uitgelicht)',
      'Aanbestedingen aanvragen',
      'Volledige toegang tot aanbestedingen',
      'Klantenondersteuning 24/7',
      'Opslag: 10GB',
    ]);
    expect(items.map((item) => item.getAttribute('data-highlighted'))).toEqual([
      'true',
      'true',
      null,
      null,
      null,
      null,
    ]);
  });

  it('offers other sectors a place on the waiting list by mail', () => {
    renderWithProviders(<PricingSection />);
    expect(screen.getByText(/Vandaag zijn we actief voor IT- en marketingdiensten/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Zet uw bedrijf op de wachtlijst' });
    expect(link.getAttribute('href')).toMatch(
      /^mailto:info@tenderwijzer\.be\?subject=Wij%20willen%20op%20de%20wachtlijst%20voor%20een%20andere%20sector&body=/,
    );
  });
});
