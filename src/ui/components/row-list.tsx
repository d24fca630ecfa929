import styled from 'styled-components';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';
import { Card } from './primitives';

/** A card section of a page: its h2 and its parts one under the other. */
export const SectionCard = styled(Card)`
  display: grid;
  gap: ${v.space[3]};
  margin-bottom: ${v.space[5]};
  h2 {
    font-size: ${v.type.lg.size};
    line-height: ${v.type.lg.lineHeight};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

/** A list of bordered rows (factors, sessions), each a description and its actions. */
export const RowList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${v.space[3]};
`;

/** One row: the description above its actions on phones, beside them from a small tablet up. */
export const RowItem = styled.li`
  display: grid;
  gap: ${v.space[3]};
  padding: ${v.space[4]};
  border: ${v.size.border} solid ${v.color.border};
  border-radius: ${v.radius.control};
  ${media.smallTabletUp} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

/** A row's details in small muted text, its `span`s joined by a middle dot. */
export const RowDetails = styled.p`
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
  span + span::before {
    content: ' · ';
  }
`;
