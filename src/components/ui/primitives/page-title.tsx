import type { ComponentProps } from 'react';
import { useDocumentTitle } from '@/hooks/frame/use-document-title';
import { cn } from '@/lib/frame/cn';

type PageTitleProps = Omit<ComponentProps<'h1'>, 'children'> & {
  children: string;
  /** Tab title when it should differ from the heading. */
  documentTitle?: string;
};

/** The page's one h1; it also names the browser tab '<title> | Tenderwijzer'. */
export function PageTitle({ children, documentTitle, className, ...rest }: PageTitleProps) {
  useDocumentTitle(documentTitle ?? children);
  return (
    <h1 className={cn('text-2xl tracking-tight sm:text-3xl', className)} {...rest}>
      {children}
    </h1>
  );
}
