import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { useFocusMainOnNavigate } from './use-focus-main-on-navigate';

function Layout({ children }: { children: ReactNode }) {
  useFocusMainOnNavigate();
  return (
    <>
      <nav>
        <Link to="/b">Blijvende link</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

function renderRoutes() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <Layout>
          <Link to="/a">Naar A</Link>
        </Layout>
      ),
    },
    {
      path: '/a',
      element: (
        <Layout>
          <h1>Pagina A</h1>
        </Layout>
      ),
    },
    {
      path: '/b',
      element: (
        <Layout>
          <h1>Pagina B</h1>
        </Layout>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('useFocusMainOnNavigate', () => {
  it('moves the focus to the content when the control that navigated is gone', async () => {
    const user = userEvent.setup();
    renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Naar A' }));
    expect(await screen.findByRole('heading', { name: 'Pagina A' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves the focus on a control that is still there', async () => {
    const user = userEvent.setup();
    renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Blijvende link' }));
    expect(await screen.findByRole('heading', { name: 'Pagina B' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blijvende link' })).toHaveFocus();
  });

  it('does not take the focus on the first page load', () => {
    renderRoutes();
    expect(document.body).toHaveFocus();
  });
});
