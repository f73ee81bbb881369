export { useAcquisitionModal } from './use-acquisition-modal';
