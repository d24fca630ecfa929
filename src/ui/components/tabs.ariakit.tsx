import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import type { TabsProps } from './tabs';

// The lazily loaded half of ./tabs.tsx.

const List = styled(TabList)`
  display: flex;
  gap: ${v.space[1]};
  overflow-x: auto;
  border-bottom: ${v.size.border} solid ${v.color.border};
`;

const TabButton = styled(Tab)`
  min-height: ${v.size.control};
  padding: ${v.space[2]} ${v.space[4]};
  border: 0;
  border-bottom: ${v.size.borderAccent} solid transparent;
  background: transparent;
  color: ${v.color.textMuted};
  font: inherit;
  font-weight: ${v.font.weightStrong};
  white-space: nowrap;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${v.color.brand};
    border-bottom-color: ${v.color.brand};
  }
  &:hover {
    color: ${v.color.text};
  }
`;

const Panel = styled(TabPanel)`
  padding: ${v.space[4]} 0;
`;

const AriakitTabs = ({ label, tabs, selectedId, onSelect }: TabsProps) => (
  <TabProvider
    defaultSelectedId={tabs[0]?.id}
    selectedId={selectedId}
    setSelectedId={(id) => {
      if (id !== null && id !== undefined) onSelect?.(id);
    }}
  >
    <List aria-label={label}>
      {tabs.map((tab) => (
        <TabButton key={tab.id} id={tab.id}>
          {tab.label}
        </TabButton>
      ))}
    </List>
    {tabs.map((tab) => (
      <Panel key={tab.id} tabId={tab.id}>
        {tab.panel}
      </Panel>
    ))}
  </TabProvider>
);

export default AriakitTabs;
