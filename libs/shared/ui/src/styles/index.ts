// The design system's tokens and reset: loaded once by the page's host (the shell, a remote's own page, Storybook).
import './tokens.css';
import './reset.css';
