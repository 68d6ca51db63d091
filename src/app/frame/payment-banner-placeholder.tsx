import { useState } from 'react';
import { readRememberedBanner } from './remembered-banner';

/**
 * The payment banner's place while its code loads: as high as the banner this browser showed last, when
 * the window is as wide as then, so the page below does not move when the banner arrives.
 * Pays its way: without it a demo account's reload shifts the page (docs/decisions/069).
 */
export function PaymentBannerPlaceholder() {
  const [height] = useState(() => {
    const remembered = readRememberedBanner();
    return remembered && remembered.width === window.innerWidth ? remembered.height : 0;
  });
  return height > 0 ? <div aria-hidden="true" style={{ height }} /> : null;
}
