import { t } from '@/i18n';

/**
 * When the app's own code cannot be fetched (offline, or a deploy replaced it), React is not there to
 * show the route error page: the same message, built with the DOM, never a blank page.
 */
export function showStartFailure(root: HTMLElement): void {
  const main = document.createElement('main');
  main.id = 'main';
  main.className = 'mx-auto flex w-full max-w-xl flex-1 flex-col items-start gap-4 px-4 py-16';
  const title = document.createElement('h1');
  title.className = 'text-2xl';
  title.textContent = t('layout.appError.title');
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.className = 'text-slate-700';
  message.textContent = t('layout.appError.chunkMessage');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'min-h-11 rounded-lg bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800';
  reload.textContent = t('layout.appError.reload');
  reload.addEventListener('click', () => window.location.reload());
  main.append(title, message, reload);
  root.replaceChildren(main);
}
