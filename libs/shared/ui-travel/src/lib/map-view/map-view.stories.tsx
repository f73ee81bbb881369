import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { MapView, type MapViewProps } from './map-view';

const markers = [
  { id: '1', latitude: 41.3874, longitude: 2.1686, label: 'Hotel Barcelona Centre', price: '120 €' },
  { id: '2', latitude: 41.3902, longitude: 2.154, label: 'Casa Eixample', price: '98 €' },
  { id: '3', latitude: 41.3809, longitude: 2.189, label: 'Barceloneta Beach Hotel', price: '150 €' },
  { id: '4', latitude: 41.4036, longitude: 2.1744, label: 'Sagrada Suites', price: '135 €' },
  { id: '5', latitude: 41.3851, longitude: 2.1734, label: 'Gothic Quarter Inn', price: '89 €' },
];

function Interactive(props: MapViewProps) {
  const [activeId, setActiveId] = useState(props.activeId ?? null);
  return <MapView {...props} activeId={activeId} onMarkerClick={setActiveId} onMapClick={() => setActiveId(null)} />;
}

const meta = {
  title: 'Travel/MapView',
  component: MapView,
  render: (args) => <Interactive {...args} />,
  decorators: [
    (Story) => (
      <div style={{ height: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Offers on the map', markers, zoomLevel: 'city', cluster: true },
  argTypes: { zoomLevel: { control: 'select', options: ['hotel', 'city', 'department', 'region', 'large'] } },
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Markers: Story = {};
export const ActiveMarker: Story = { args: { activeId: '3', zoomLevel: 'hotel' } };
export const Empty: Story = { args: { markers: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
