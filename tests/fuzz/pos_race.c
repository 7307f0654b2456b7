/* The race position parser (race_family.pos_parse); see pos.h. */
#ifndef FUZZ_POS_VARIANT
#define FUZZ_POS_VARIANT "pachisi-modern"
#endif
#include "pos.h"
