import { configure } from '@testing-library/react';

// Page tests render the whole results page and compile its lazy chunks on first use. On a busy
// machine (CI runs two test processes side by side) its first results can take longer than the
// 1 s Testing Library waits by default for an element to appear.
configure({ asyncUtilTimeout: 5_000 });
