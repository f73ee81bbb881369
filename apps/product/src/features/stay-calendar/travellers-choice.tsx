import { TravellersPicker } from '@escapade/ui-travel';
import type { Party } from '@escapade/util-criteria';

/**
 * The stay's travellers, as the dropdown shows them once the visitor opens it: its own chunk, fetched
 * when the visitor heads for the stay's fields (pointer or focus) rather than with the page.
 */
export default function TravellersChoice({ party, onPartyChange }: { readonly party: Party; readonly onPartyChange: (party: Party) => void }) {
  return <TravellersPicker value={{ ...party, singleRoom: false }} onChange={({ adult, child, baby }) => onPartyChange({ adult, child, baby })} />;
}
