/* The Pasang Emas position parser (pasang_family.pos_parse); see pos.h. */
#define FUZZ_POS_VARIANT "pasang-emas"
#include "pos.h"
