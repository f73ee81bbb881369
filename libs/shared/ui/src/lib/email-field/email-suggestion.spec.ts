import { emailSuggestion } from './email-suggestion';

describe('emailSuggestion (product-side.md section 5)', () => {
  it('corrects a misspelt common domain', () => {
    expect(emailSuggestion('jean@gmial.com')).toBe('jean@gmail.com');
    expect(emailSuggestion('marie@hotmial.com')).toBe('marie@hotmail.com');
  });

  it("knows our markets' own providers", () => {
    expect(emailSuggestion('paul@wanadoo.fe')).toBe('paul@wanadoo.fr');
    expect(emailSuggestion('anna@telenet.bee')).toBe('anna@telenet.be');
    expect(emailSuggestion('luca@liberoo.it')).toBe('luca@libero.it');
  });

  it('suggests nothing for a correct, empty or unfinished address', () => {
    expect(emailSuggestion('jean@gmail.com')).toBeNull();
    expect(emailSuggestion('')).toBeNull();
    expect(emailSuggestion('jean@gmai')).toBeNull();
    expect(emailSuggestion('jean@')).toBeNull();
  });
});
