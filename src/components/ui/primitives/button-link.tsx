import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/primitives/button-styles';

type Look = { variant?: ButtonVariant; size?: ButtonSize };

type RouteLinkProps = Look & LinkProps & { href?: never };
type ExternalLinkProps = Look & ComponentProps<'a'> & { href: string; to?: never };

export type ButtonLinkProps = RouteLinkProps | ExternalLinkProps;

/**
 * A link that looks like a Button: an app route (`to`, react-router Link) or an external or
 * mailto address (`href`, plain <a>). A new window or another site always gets rel="noopener noreferrer".
 */
export function ButtonLink(props: ButtonLinkProps) {
  if (props.href !== undefined) {
    const { variant, size, className, target, rel, children, ...rest } = props;
    const leavesApp = target !== undefined || /^(https?:)?\/\//i.test(props.href);
    return (
      // eslint-disable-next-line no-restricted-syntax -- rel is set below whenever the link leaves the app
      <a
        {...rest}
        target={target}
        rel={leavesApp ? 'noopener noreferrer' : rel}
        className={buttonClasses({ variant, size, className })}
      >
        {children}
      </a>
    );
  }
  const { variant, size, className, ...rest } = props;
  return <Link className={buttonClasses({ variant, size, className })} {...rest} />;
}
