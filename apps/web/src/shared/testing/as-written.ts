import { getDefaultNormalizer } from '@testing-library/react';

// Testing Library reads a U+00A0 in the page as an ordinary space, so a query for a message written
// with French spacing (« frigo : il… ») finds nothing. With these options the page's text is
// compared as written: the message is found, and its non-breaking spaces are checked too.
export const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
